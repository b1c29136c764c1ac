--TEST--
hash_hkdf() with sha1
--FILE--
<?php
$a = 'sha1';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
1673780341338b6ebb5c5249ea3e75e43465606e
1673780341338b6ebb5c
a0bc90fe7a3fef57087f96ceeaccea0241f6e00a3fe35a789ced78dfbc7c95f5fb56cf6b88b72a532bbb9d2a257983e122a07c2af13bc0b9b84db5f48848f82018319b502bbb97caf348cc2d089051921b316c5497264010bcb9c3722bd743642ba466e7
