--TEST--
chunk_split splits bytes not characters
--FILE--
<?php
var_dump(bin2hex(chunk_split("éé", 3, "|")));
--EXPECT--
string(12) "c3a9c37ca97c"
