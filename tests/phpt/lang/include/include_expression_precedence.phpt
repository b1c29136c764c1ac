--TEST--
include is a language construct, not a function
--FILE--
<?php
file_put_contents(__DIR__ . '/include_expression_precedence.inc', '<?php return 10;');
$v = (include __DIR__ . '/include_expression_precedence.inc') + 5;
var_dump($v);
$w = include(__DIR__ . '/include_expression_precedence.inc');
var_dump($w);
--EXPECT--
int(15)
int(10)
--CLEAN--
<?php
@unlink(__DIR__ . '/include_expression_precedence.inc');
