--TEST--
md5_file of a missing file warns
--FILE--
<?php
var_dump(md5_file("/nonexistent/tusk/file"));
var_dump(sha1_file("/nonexistent/tusk/file"));
--EXPECTF--

Warning: md5_file(/nonexistent/tusk/file): Failed to open stream: No such file or directory in %s on line 2
bool(false)

Warning: sha1_file(/nonexistent/tusk/file): Failed to open stream: No such file or directory in %s on line 3
bool(false)
