--TEST--
an error followed by a successful call
--FILE--
<?php
preg_match('/./u', "\xff");
var_dump(preg_last_error());
preg_match_all('/./', 'ab');
var_dump(preg_last_error());
preg_match('/./u', "\xff");
preg_split('/,/', 'a,b');
var_dump(preg_last_error());
preg_match('/./u', "\xff");
preg_grep('/a/', ['a']);
var_dump(preg_last_error());
--EXPECT--
int(4)
int(0)
int(0)
int(0)
