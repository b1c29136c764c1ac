--TEST--
hash() with sha256
--FILE--
<?php
$a = 'sha256';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb
ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
f7846f55cf23e14eebeab5b4e1550cad5b509e3348fbc4efa3a1413d393cb650
ab426c18de67a368eb0d100628156537d491cfc041dc3421bbcabc8113257dc7
5240672d7b51756b829ad0ef8d9468b7a078afa2f410484fd3892dab47becb72
ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad
int(32)
