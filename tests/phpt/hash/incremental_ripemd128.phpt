--TEST--
hash_init/hash_update/hash_final with ripemd128
--FILE--
<?php
$a = 'ripemd128';
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
18c913f58930d859d94c4525d280f945
18c913f58930d859d94c4525d280f945
d4f393b87bba0ba16bdcc2516a1ea61a
d4f393b87bba0ba16bdcc2516a1ea61a
