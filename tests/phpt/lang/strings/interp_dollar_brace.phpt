--TEST--
${} interpolation forms are deprecated
--FILE--
<?php
$v = 'val';
$arr = ['k' => 'kv'];
echo "${v}\n";
echo "${arr['k']}\n";
$name = 'v';
echo "${$name}\n";
--EXPECTF--

Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 4

Deprecated: Using ${var} in strings is deprecated, use {$var} instead in %s on line 5

Deprecated: Using ${expr} (variable variables) in strings is deprecated, use {${expr}} instead in %s on line 7
val
kv
val
