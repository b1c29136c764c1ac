--TEST--
hash_init/hash_update/hash_final with sha224
--FILE--
<?php
$a = 'sha224';
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
a876e8c4246cd974090ff64ad38232ac18f8349bfa9853d85460a80b
a876e8c4246cd974090ff64ad38232ac18f8349bfa9853d85460a80b
549532d55682e5812c86377304272951f515a844c4c057dc4f356395
549532d55682e5812c86377304272951f515a844c4c057dc4f356395
