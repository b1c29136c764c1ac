--TEST--
hash_init/hash_update/hash_final with sha1
--FILE--
<?php
$a = 'sha1';
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
c556e5ed14a8a521929f15e604cd62f742136b80
c556e5ed14a8a521929f15e604cd62f742136b80
8f4317c773576c041f36ea77e447535c189ea76c
8f4317c773576c041f36ea77e447535c189ea76c
