--TEST--
strchr is strstr
--FILE--
<?php
var_dump(strchr("path/to/file", "/"), strchr("path/to/file", "/", true));
--EXPECT--
string(8) "/to/file"
string(4) "path"
