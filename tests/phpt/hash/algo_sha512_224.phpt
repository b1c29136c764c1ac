--TEST--
hash() with sha512/224
--FILE--
<?php
$a = 'sha512/224';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
6ed0dd02806fa89e25de060c19d3ac86cabb87d6a0ddd05c333b84f4
d5cdb9ccc769a5121d4175f2bfdd13d6310e0d3d361ea75d82108327
4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa
ad1a4db188fe57064f4f24609d2a83cd0afb9b398eb2fcaeaae2c564
599ade47918f2db69a4bafa32a2591c429e6a026239af78d1446f361
38cba80966ee6b867a37d3522e8caa44f7919f152e813d1527f3bd9c
4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa
int(28)
