--TEST--
hash_init/hash_update/hash_final with ripemd160
--FILE--
<?php
$a = 'ripemd160';
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
fc1dde88b704d7fa9584fddb82ef03774087d0f3
fc1dde88b704d7fa9584fddb82ef03774087d0f3
d0795c7bdd5b2298964e0fe215fb0bfb856b9c1a
d0795c7bdd5b2298964e0fe215fb0bfb856b9c1a
