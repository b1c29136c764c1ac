--TEST--
strip_tags with self-closing allowed tags
--FILE--
<?php
var_dump(strip_tags("line<br/>next<br />last<hr>", "<br>"));
--EXPECT--
string(23) "line<br/>next<br />last"
