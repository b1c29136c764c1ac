--TEST--
strip_tags with quotes inside tags
--FILE--
<?php
var_dump(strip_tags("<a title=\"a > b\">link</a>"), strip_tags("<a title='x>y'>link</a>"), strip_tags("it's <b>'quoted'</b>"));
--EXPECT--
string(4) "link"
string(4) "link"
string(13) "it's 'quoted'"
