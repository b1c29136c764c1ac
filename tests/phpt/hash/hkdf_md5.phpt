--TEST--
hash_hkdf() with md5
--FILE--
<?php
$a = 'md5';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
12ac1927b61e93be26db73d69fbe61f5
12ac1927b61e93be26db
edd053d0030729baf813c1e0f0e9941d956133d5a3a33866cdad1b04953f4609e0e0aad124fc89843fd04da81e39809c4c0b7e55c917b5cc69ca12b502cd7378b59ffe1df04306845979d6b1ecbb823d2a0aa7dea49dbdec82742dc62cf5506ce4178c85
