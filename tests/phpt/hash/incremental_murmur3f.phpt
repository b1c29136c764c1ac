--TEST--
hash_init/hash_update/hash_final with murmur3f
--FILE--
<?php
$a = 'murmur3f';
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
05872eab6a192848f55a8a8e4922fec9
05872eab6a192848f55a8a8e4922fec9
62cf5cbd9ad81e0b385f946191313c1d
62cf5cbd9ad81e0b385f946191313c1d
