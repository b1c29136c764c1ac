--TEST--
DATE_* constants with date()
--FILE--
<?php
date_default_timezone_set('Europe/Paris');
foreach (['DATE_ATOM','DATE_COOKIE','DATE_ISO8601','DATE_RFC822','DATE_RFC850','DATE_RFC1036','DATE_RFC1123','DATE_RFC7231','DATE_RFC2822','DATE_RFC3339','DATE_RFC3339_EXTENDED','DATE_RSS','DATE_W3C'] as $c) {
    echo $c, ' = ', constant($c), ' => ', date(constant($c), 1700000000), "\n";
}
?>
--EXPECT--
DATE_ATOM = Y-m-d\TH:i:sP => 2023-11-14T23:13:20+01:00
DATE_COOKIE = l, d-M-Y H:i:s T => Tuesday, 14-Nov-2023 23:13:20 CET
DATE_ISO8601 = Y-m-d\TH:i:sO => 2023-11-14T23:13:20+0100
DATE_RFC822 = D, d M y H:i:s O => Tue, 14 Nov 23 23:13:20 +0100
DATE_RFC850 = l, d-M-y H:i:s T => Tuesday, 14-Nov-23 23:13:20 CET
DATE_RFC1036 = D, d M y H:i:s O => Tue, 14 Nov 23 23:13:20 +0100
DATE_RFC1123 = D, d M Y H:i:s O => Tue, 14 Nov 2023 23:13:20 +0100
DATE_RFC7231 = D, d M Y H:i:s \G\M\T => Tue, 14 Nov 2023 23:13:20 GMT
DATE_RFC2822 = D, d M Y H:i:s O => Tue, 14 Nov 2023 23:13:20 +0100
DATE_RFC3339 = Y-m-d\TH:i:sP => 2023-11-14T23:13:20+01:00
DATE_RFC3339_EXTENDED = Y-m-d\TH:i:s.vP => 2023-11-14T23:13:20.000+01:00
DATE_RSS = D, d M Y H:i:s O => Tue, 14 Nov 2023 23:13:20 +0100
DATE_W3C = Y-m-d\TH:i:sP => 2023-11-14T23:13:20+01:00
