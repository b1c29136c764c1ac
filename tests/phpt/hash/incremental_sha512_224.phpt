--TEST--
hash_init/hash_update/hash_final with sha512/224
--FILE--
<?php
$a = 'sha512/224';
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
ea3815ec11239c30cba21a9057c67959f9a9f25209670d4fadff031d
ea3815ec11239c30cba21a9057c67959f9a9f25209670d4fadff031d
3500319f288e60d202cc76606a65d34246a4547a6bf112fe70c24997
3500319f288e60d202cc76606a65d34246a4547a6bf112fe70c24997
