--TEST--
namespace\ in the global namespace refers to global names
--FILE--
<?php
function f() { return 'global f'; }
var_dump(namespace\f(), namespace\PHP_VERSION === PHP_VERSION);
--EXPECT--
string(8) "global f"
bool(true)
