--TEST--
chunk_split with default arguments
--FILE--
<?php
var_dump(chunk_split(str_repeat("x", 80)));
--EXPECT--
string(84) "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
xxxx
"
