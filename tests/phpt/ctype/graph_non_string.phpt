--TEST--
ctype_graph() with non-string, non-int values
--INI--
extension=ctype
--FILE--
<?php
var_dump(ctype_graph(null));
var_dump(ctype_graph(true));
var_dump(ctype_graph(false));
var_dump(ctype_graph(1.5));
var_dump(ctype_graph([]));
var_dump(ctype_graph(['a']));
?>
--EXPECTF--

Deprecated: ctype_graph(): Argument of type null will be interpreted as string in the future in %s on line 2
bool(false)

Deprecated: ctype_graph(): Argument of type bool will be interpreted as string in the future in %s on line 3
bool(false)

Deprecated: ctype_graph(): Argument of type bool will be interpreted as string in the future in %s on line 4
bool(false)

Deprecated: ctype_graph(): Argument of type float will be interpreted as string in the future in %s on line 5
bool(false)

Deprecated: ctype_graph(): Argument of type array will be interpreted as string in the future in %s on line 6
bool(false)

Deprecated: ctype_graph(): Argument of type array will be interpreted as string in the future in %s on line 7
bool(false)
