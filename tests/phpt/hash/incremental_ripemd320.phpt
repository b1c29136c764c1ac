--TEST--
hash_init/hash_update/hash_final with ripemd320
--FILE--
<?php
$a = 'ripemd320';
$data = str_repeat('0123456789abcdef', 37) . 'tail';
$ctx = hash_init($a);
foreach (str_split($data, 7) as $chunk) hash_update($ctx, $chunk);
$copy = hash_copy($ctx);
hash_update($copy, 'more');
echo hash_final($ctx), "\n";
echo hash($a, $data), "\n";
echo hash_final($copy), "\n";
echo hash($a, $data . 'more'), "\n";
?>
--EXPECT--
1a034e39368ae94d34e9ac0a64262f51d9ac369db721c9746c6f4be89c4687500d69e14e5f03cd31
1a034e39368ae94d34e9ac0a64262f51d9ac369db721c9746c6f4be89c4687500d69e14e5f03cd31
f3b6814bef3b4c1b1298a4011d975ec36e1d3b507a1d953b5f27c8ca6573efdbb0a18fd02dbff09d
f3b6814bef3b4c1b1298a4011d975ec36e1d3b507a1d953b5f27c8ca6573efdbb0a18fd02dbff09d
