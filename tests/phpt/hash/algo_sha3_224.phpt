--TEST--
hash() with sha3-224
--FILE--
<?php
$a = 'sha3-224';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7
9e86ff69557ca95f405f081269685b38e3a819b309ee942f482b6a8b
e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf
18768bb4c48eb7fc88e5ddb17efcf2964abd7798a39d86a4b4a1e4c8
699f611beeae59a55b616aac418130eae6b30da59d9356c2974a70c4
7b375f1df476713e75e46fbee8bf906e0b84f25ee80554d144f8bd48
e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf
int(28)
