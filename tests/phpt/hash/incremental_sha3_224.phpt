--TEST--
hash_init/hash_update/hash_final with sha3-224
--FILE--
<?php
$a = 'sha3-224';
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
142ac4c2f94ae71b2d30293ba63983fd637d69ac191b74320eb19ad8
142ac4c2f94ae71b2d30293ba63983fd637d69ac191b74320eb19ad8
352558db6b4b70822e279ca9ae1e0e3f654f94da3fa100c62bb93f6d
352558db6b4b70822e279ca9ae1e0e3f654f94da3fa100c62bb93f6d
