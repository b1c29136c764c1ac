--TEST--
extension_loaded(), get_loaded_extensions() and phpversion() for the extensions the engine has
--FILE--
<?php
foreach (['Core', 'core', 'standard', 'JSON', 'pcre', 'SPL', 'date', 'Reflection', 'no_such_ext'] as $e) {
    var_dump(extension_loaded($e), phpversion($e) === PHP_VERSION);
}
var_dump(phpversion() === PHP_VERSION, phpversion('no_such_ext'));
$l = get_loaded_extensions();
var_dump(is_array($l), $l[0], in_array('standard', $l, true), in_array('json', $l, true));
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
string(4) "Core"
bool(true)
bool(true)
