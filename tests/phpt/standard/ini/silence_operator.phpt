--TEST--
the @ operator suppresses warnings and restores error_reporting
--FILE--
<?php
$a = [];
$v = @$a['missing'];
var_dump($v);
var_dump(error_reporting());
echo @$undefined, "done\n";
--EXPECT--
NULL
int(32767)
done
