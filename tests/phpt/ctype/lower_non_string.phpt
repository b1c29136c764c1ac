--TEST--
ctype_lower() with non-string, non-int values
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_lower(null));
var_dump(ctype_lower(true));
var_dump(ctype_lower(false));
var_dump(ctype_lower(1.5));
var_dump(ctype_lower([]));
var_dump(ctype_lower(['a']));
?>
--EXPECTF--

Deprecated: ctype_lower(): Argument of type null will be interpreted as string in the future in %s on line 2
bool(false)

Deprecated: ctype_lower(): Argument of type bool will be interpreted as string in the future in %s on line 3
bool(false)

Deprecated: ctype_lower(): Argument of type bool will be interpreted as string in the future in %s on line 4
bool(false)

Deprecated: ctype_lower(): Argument of type float will be interpreted as string in the future in %s on line 5
bool(false)

Deprecated: ctype_lower(): Argument of type array will be interpreted as string in the future in %s on line 6
bool(false)

Deprecated: ctype_lower(): Argument of type array will be interpreted as string in the future in %s on line 7
bool(false)
