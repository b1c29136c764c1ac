--TEST--
Functions in an included file become global
--FILE--
<?php
file_put_contents(__DIR__ . '/include_defines_function.inc', '<?php function included_fn() { return __FUNCTION__; }');
function loader() { include __DIR__ . '/include_defines_function.inc'; }
var_dump(function_exists('included_fn'));
loader();
var_dump(included_fn());
--EXPECT--
bool(false)
string(11) "included_fn"
--CLEAN--
<?php
@unlink(__DIR__ . '/include_defines_function.inc');
