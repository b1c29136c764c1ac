--TEST--
ctype_alnum() with non-string, non-int values
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_alnum(null));
var_dump(ctype_alnum(true));
var_dump(ctype_alnum(false));
var_dump(ctype_alnum(1.5));
var_dump(ctype_alnum([]));
var_dump(ctype_alnum(['a']));
?>
--EXPECTF--

Deprecated: ctype_alnum(): Argument of type null will be interpreted as string in the future in %s on line 2
bool(false)

Deprecated: ctype_alnum(): Argument of type bool will be interpreted as string in the future in %s on line 3
bool(false)

Deprecated: ctype_alnum(): Argument of type bool will be interpreted as string in the future in %s on line 4
bool(false)

Deprecated: ctype_alnum(): Argument of type float will be interpreted as string in the future in %s on line 5
bool(false)

Deprecated: ctype_alnum(): Argument of type array will be interpreted as string in the future in %s on line 6
bool(false)

Deprecated: ctype_alnum(): Argument of type array will be interpreted as string in the future in %s on line 7
bool(false)
