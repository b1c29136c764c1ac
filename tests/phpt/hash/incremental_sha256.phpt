--TEST--
hash_init/hash_update/hash_final with sha256
--FILE--
<?php
$a = 'sha256';
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
a4a8a425502af49c7bfa476b826a9b7bb8cf2418764ac7dc2351e9e7522895c6
a4a8a425502af49c7bfa476b826a9b7bb8cf2418764ac7dc2351e9e7522895c6
f1ef4abf640d4f3e7d593b3a4dbb38ddc361572a73b3bbb4c5ae024eccd17a60
f1ef4abf640d4f3e7d593b3a4dbb38ddc361572a73b3bbb4c5ae024eccd17a60
