--TEST--
hash_init/hash_update/hash_final with sha512
--FILE--
<?php
$a = 'sha512';
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
c3f5f8c905820aaebeb791fede221ce94882a71e72d2fe33fa27668b3c5caf1ce2fbb2743b8c9cde5c67c79c5021797d6a24752a1371fddc2ee4ed469b50f25a
c3f5f8c905820aaebeb791fede221ce94882a71e72d2fe33fa27668b3c5caf1ce2fbb2743b8c9cde5c67c79c5021797d6a24752a1371fddc2ee4ed469b50f25a
445b913610dad9d776cf3ea746117d781f37a3736fed2bc3f6c3833b243fd35c00d1ea0fa43bf2a04d6f0d0c37d0d88a9af721823ceb0f21ed0e386431c914d1
445b913610dad9d776cf3ea746117d781f37a3736fed2bc3f6c3833b243fd35c00d1ea0fa43bf2a04d6f0d0c37d0d88a9af721823ceb0f21ed0e386431c914d1
