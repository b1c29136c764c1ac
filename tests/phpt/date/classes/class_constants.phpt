--TEST--
DateTimeInterface constants
--FILE--
<?php
var_dump(DateTimeInterface::ATOM, DateTimeInterface::COOKIE, DateTimeInterface::ISO8601, DateTimeInterface::RFC822, DateTimeInterface::RFC850);
var_dump(DateTimeInterface::RFC1036, DateTimeInterface::RFC1123, DateTimeInterface::RFC7231, DateTimeInterface::RFC2822, DateTimeInterface::RFC3339);
var_dump(DateTimeInterface::RFC3339_EXTENDED, DateTimeInterface::RSS, DateTimeInterface::W3C);
var_dump(DateTime::ATOM === DATE_ATOM, DateTimeImmutable::RSS === DATE_RSS);
?>
--EXPECT--
string(13) "Y-m-d\TH:i:sP"
string(16) "l, d-M-Y H:i:s T"
string(13) "Y-m-d\TH:i:sO"
string(16) "D, d M y H:i:s O"
string(16) "l, d-M-y H:i:s T"
string(16) "D, d M y H:i:s O"
string(16) "D, d M Y H:i:s O"
string(21) "D, d M Y H:i:s \G\M\T"
string(16) "D, d M Y H:i:s O"
string(13) "Y-m-d\TH:i:sP"
string(15) "Y-m-d\TH:i:s.vP"
string(16) "D, d M Y H:i:s O"
string(13) "Y-m-d\TH:i:sP"
bool(true)
bool(true)
