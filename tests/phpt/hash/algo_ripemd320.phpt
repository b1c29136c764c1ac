--TEST--
hash() with ripemd320
--FILE--
<?php
$a = 'ripemd320';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
22d65d5661536cdc75c1fdf5c6de7b41b9f27325ebc61e8557177d705a0ec880151c3a32a00899b8
ce78850638f92658a5a585097579926dda667a5716562cfcf6fbe77f63542f99b04705d6970dff5d
de4c01b3054f8930a79d09ae738e92301e5a17085beffdc1b8d116713e74f82fa942d64cdbc4682d
3a8e28502ed45d422f68844f9dd316e7b98533fa3f2a91d29f84d425c88d6b4eff727df66a7c0197
026449ac726a83e0668a092b1ca023fa85dc7eac31a8850cce57b8f8cb72e6c06560514ff1561a15
5360d9c8e9e04c288859cb1c16ca31e42f9ee20372fdd2e926ff237b15a69d1b9f94527f2d2bff42
de4c01b3054f8930a79d09ae738e92301e5a17085beffdc1b8d116713e74f82fa942d64cdbc4682d
int(40)
