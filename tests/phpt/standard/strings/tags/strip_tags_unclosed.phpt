--TEST--
strip_tags with an unclosed tag
--FILE--
<?php
var_dump(strip_tags("text <b unclosed"), strip_tags("<!-- open comment"), strip_tags("<?php open"));
--EXPECT--
string(5) "text "
string(0) ""
string(0) ""
