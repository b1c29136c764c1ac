--TEST--
require_once returns true the second time
--FILE--
<?php
file_put_contents(__DIR__ . '/require_once_twice.inc', '<?php function from_req() { return "fn"; } return "first";');
var_dump(require_once 'require_once_twice.inc');
var_dump(require_once 'require_once_twice.inc');
var_dump(from_req());
--EXPECT--
string(5) "first"
bool(true)
string(2) "fn"
--CLEAN--
<?php
@unlink(__DIR__ . '/require_once_twice.inc');
