--TEST--
hash_init/hash_update/hash_final with murmur3c
--FILE--
<?php
$a = 'murmur3c';
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
2b552b44358b21f58c9180459ce98606
2b552b44358b21f58c9180459ce98606
c6a8d0c8646a75ea9f393d24a689703a
c6a8d0c8646a75ea9f393d24a689703a
