--TEST--
hash_init/hash_update/hash_final with md5
--FILE--
<?php
$a = 'md5';
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
d7910a86377faade75603407776f3994
d7910a86377faade75603407776f3994
d751d3fcddd85627253df8eddf044920
d751d3fcddd85627253df8eddf044920
