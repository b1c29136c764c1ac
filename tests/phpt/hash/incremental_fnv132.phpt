--TEST--
hash_init/hash_update/hash_final with fnv132
--FILE--
<?php
$a = 'fnv132';
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
e3340973
e3340973
4b8990f4
4b8990f4
