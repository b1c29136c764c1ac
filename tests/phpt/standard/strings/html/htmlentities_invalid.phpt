--TEST--
htmlentities with invalid UTF-8
--FILE--
<?php
var_dump(htmlentities("caf\xe9"), htmlentities("caf\xe9", ENT_QUOTES | ENT_IGNORE), bin2hex(htmlentities("caf\xe9", ENT_QUOTES | ENT_SUBSTITUTE)));
--EXPECT--
string(6) "caf�"
string(3) "caf"
string(12) "636166efbfbd"
