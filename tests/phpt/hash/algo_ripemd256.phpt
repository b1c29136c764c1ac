--TEST--
hash() with ripemd256
--FILE--
<?php
$a = 'ripemd256';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
02ba4c4e5f8ecd1877fc52d64d30e37a2d9774fb1e5d026380ae0168e3c5522d
f9333e45d857f5d90a91bab70a1eba0cfb1be4b0783c9acfcd883a9134692925
afbd6e228b9d8cbbcef5ca2d03e6dba10ac0bc7dcbe4680e1e42d2e975459b65
87e971759a1ce47a514d5c914c392c9018c7c46bc14465554afcdf54a5070c0e
d1b9cc3e6a256c44c5167c19345fb7eaf37f93e2e5a8e7a360430d7a9cb0c3fa
05d99dd95ab2594bcfd6b920f524f0466052615caadd05ebf6852f291b5470ab
afbd6e228b9d8cbbcef5ca2d03e6dba10ac0bc7dcbe4680e1e42d2e975459b65
int(32)
