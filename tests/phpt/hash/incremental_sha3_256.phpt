--TEST--
hash_init/hash_update/hash_final with sha3-256
--FILE--
<?php
$a = 'sha3-256';
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
ad060c828c51683d6f0778746b8af45997bcf3bf2f7362cf4cf17ec8a7359af0
ad060c828c51683d6f0778746b8af45997bcf3bf2f7362cf4cf17ec8a7359af0
89dbf210fb391ce0d2b6db1ac03bbc2c9bf613f3b0bdf01e20d2f92c6270eccc
89dbf210fb391ce0d2b6db1ac03bbc2c9bf613f3b0bdf01e20d2f92c6270eccc
