--TEST--
hash_hkdf() with sha512/256
--FILE--
<?php
$a = 'sha512/256';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
01d924873302555486b00362c7a3757bca59a7fc3db49e88e3878b0ae015a6bb
01d924873302555486b0
ad634aaa909c56fc550c3f096cc5a7c85084983f48618908f592b0e37bc8d5c9e2bbe14ddbe3dc12150e9bb24f82c4468f19b1bfea5fcc6c88ccc545123349bf13afd87c29dbf33236d2814153e4dbaf0fe987c4fba2b904c93213c724094405b677ef36
