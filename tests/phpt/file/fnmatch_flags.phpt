--TEST--
fnmatch flags
--FILE--
<?php
var_dump(fnmatch('*.TXT', 'a.txt'), fnmatch('*.TXT', 'a.txt', FNM_CASEFOLD));
var_dump(fnmatch('*', 'a/b'), fnmatch('*', 'a/b', FNM_PATHNAME), fnmatch('a/*', 'a/b', FNM_PATHNAME));
var_dump(fnmatch('*', '.x'), fnmatch('*', '.x', FNM_PERIOD), fnmatch('.*', '.x', FNM_PERIOD));
var_dump(fnmatch('a/*', 'a/.x', FNM_PERIOD | FNM_PATHNAME), fnmatch('a/*', 'a/.x', FNM_PERIOD));
var_dump(fnmatch('\*', '\*', FNM_NOESCAPE), fnmatch('\*', '*', FNM_NOESCAPE), fnmatch('a?', 'a/', FNM_PATHNAME));
var_dump(FNM_NOESCAPE, FNM_PATHNAME, FNM_PERIOD, FNM_CASEFOLD);
--EXPECT--
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
int(2)
int(1)
int(4)
int(16)
