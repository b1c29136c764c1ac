--TEST--
hash() with ripemd160
--FILE--
<?php
$a = 'ripemd160';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
9c1185a5c5e9fc54612808977ee8f548b2258d31
0bdc9d2d256b3ee9daae347be6f4dc835a467ffe
8eb208f7e05d987a9b044a8e98c6b087f15a0bfc
5d0689ef49d2fae572b881b123a85ffa21595f36
12f59db3659185e810e8da9fd61832d50c211a5c
13538b5539fd118324eec92c19c754cad8444af0
8eb208f7e05d987a9b044a8e98c6b087f15a0bfc
int(20)
