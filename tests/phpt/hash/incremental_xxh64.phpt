--TEST--
hash_init/hash_update/hash_final with xxh64
--FILE--
<?php
$a = 'xxh64';
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
f34e9d5b5076580f
f34e9d5b5076580f
f8366c117ae5e900
f8366c117ae5e900
