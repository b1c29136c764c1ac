--TEST--
hash_init/hash_update/hash_final with xxh128
--FILE--
<?php
$a = 'xxh128';
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
90c02c2c509743b3a14f54a6efd2a23a
90c02c2c509743b3a14f54a6efd2a23a
e07212b32caf9064a4b96c3bf6d5a12e
e07212b32caf9064a4b96c3bf6d5a12e
