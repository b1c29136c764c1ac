--TEST--
literals are case-sensitive
--FILE--
<?php
var_dump(json_decode('TRUE'), json_last_error(), json_decode('Null'), json_decode('nul'), json_decode('truex'), json_last_error());
--EXPECT--
NULL
int(4)
NULL
NULL
NULL
int(4)
