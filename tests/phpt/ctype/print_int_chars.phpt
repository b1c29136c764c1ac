--TEST--
ctype_print() with ints -128..255 taken as characters
--INI--
extension=ctype
--FILE--
<?php
foreach ([-128, -1, 0, 9, 10, 32, 48, 65, 97, 126, 127, 128, 255] as $i) {
    echo $i, ': ';
    var_dump(ctype_print($i));
}
?>
--EXPECTF--
-128: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(false)
-1: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(false)
0: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(false)
9: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(false)
10: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(false)
32: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(true)
48: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(true)
65: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(true)
97: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(true)
126: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(true)
127: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(false)
128: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(false)
255: 
Deprecated: ctype_print(): Argument of type int will be interpreted as string in the future in %s on line 4
bool(false)
