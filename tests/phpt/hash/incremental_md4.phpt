--TEST--
hash_init/hash_update/hash_final with md4
--FILE--
<?php
$a = 'md4';
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
65d42b5e8d091a701031bf783dae67dd
65d42b5e8d091a701031bf783dae67dd
7c6afb7f3b3d1d1b7fa801821f449d56
7c6afb7f3b3d1d1b7fa801821f449d56
