--TEST--
return in an included file stops only that file
--FILE--
<?php
file_put_contents(__DIR__ . '/include_return_exits_file.inc', '<?php echo "a\n"; return; echo "b\n";');
$r = include 'include_return_exits_file.inc';
var_dump($r);
echo "main continues\n";
--EXPECT--
a
NULL
main continues
--CLEAN--
<?php
@unlink(__DIR__ . '/include_return_exits_file.inc');
