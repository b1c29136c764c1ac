--TEST--
include runs another file in the current scope
--FILE--
<?php
file_put_contents(__DIR__ . '/include_basic.inc', '<?php $fromInc = "set by include"; echo "in include\n";');
$r = include 'include_basic.inc';
var_dump($fromInc, $r);
--EXPECT--
in include
string(14) "set by include"
int(1)
--CLEAN--
<?php
@unlink(__DIR__ . '/include_basic.inc');
