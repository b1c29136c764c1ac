--TEST--
hash_init/hash_update/hash_final with sha512/256
--FILE--
<?php
$a = 'sha512/256';
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
cd83702e903a47e9e2e5ccbc311ef7c7ad29e0dfe434ff0cecf43e303e7a04e4
cd83702e903a47e9e2e5ccbc311ef7c7ad29e0dfe434ff0cecf43e303e7a04e4
54a43fd5adc37b5d8e9362e9c4384795d42d44df7f84a10196e003d425844873
54a43fd5adc37b5d8e9362e9c4384795d42d44df7f84a10196e003d425844873
